// The words that changed from one version of a note to the next: added words marked green,
// removed ones red and struck through, the rest as they were (the `diff` package's word diff).
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { diffWordsWithSpace } from 'diff';

export function WordChanges({ from, to }: { from: string; to: string }) {
  const parts = diffWordsWithSpace(from, to);
  return (
    <Box
      component="pre"
      data-testid="word-changes"
      sx={{
        m: 0,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'body2',
        fontFamily: 'inherit',
      }}
    >
      {parts.map((part, i) =>
        part.added ? (
          <Box
            key={i}
            component="ins"
            data-change="added"
            sx={(t) => ({
              bgcolor: alpha(t.palette.success.main, 0.2),
              color: 'text.primary',
              textDecoration: 'none',
              borderRadius: 0.5,
            })}
          >
            {part.value}
          </Box>
        ) : part.removed ? (
          <Box
            key={i}
            component="del"
            data-change="removed"
            sx={(t) => ({
              bgcolor: alpha(t.palette.error.main, 0.18),
              color: 'text.primary',
              borderRadius: 0.5,
            })}
          >
            {part.value}
          </Box>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Box>
  );
}
