// Tags of a session: pick from the user's tags (most used first) or type a new one; stored
// trimmed and lower-cased, at most 10 of 1–32 characters (the server says the same).
import { Autocomplete, Chip, TextField } from '@mui/material';
import { normalizeTag, TAG_MAX_LENGTH, TAGS_MAX_PER_RECORD } from '@diary/contracts';
import { useGetTagsQuery } from './time.api';

interface Props {
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  label?: string;
}

export function TagsField({ value, onChange, disabled, label = 'Tags' }: Props) {
  const { data } = useGetTagsQuery();
  const options = (data ?? []).map((t) => t.name);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_e, next) => {
        const tags: string[] = [];
        for (const raw of next) {
          const tag = normalizeTag(String(raw)).slice(0, TAG_MAX_LENGTH);
          if (tag && !tags.includes(tag)) tags.push(tag);
        }
        onChange(tags.slice(0, TAGS_MAX_PER_RECORD));
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : 'Type a tag and press Enter'}
          helperText={`Up to ${TAGS_MAX_PER_RECORD} tags`}
        />
      )}
    />
  );
}
