// A snippet with the search term marked, using the theme's colours.
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { splitHighlight } from './highlight';

export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitHighlight(text, term).map((part, i) =>
        part.match ? (
          <Box
            key={i}
            component="mark"
            sx={(theme) => ({
              backgroundColor: alpha(theme.palette.secondary.main, 0.3),
              color: 'inherit',
              fontWeight: 600,
              borderRadius: '3px',
              px: '2px',
            })}
          >
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
