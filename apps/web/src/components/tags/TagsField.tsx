// Tags of a session: pick from the user's tags (most used first) or type a new one; stored
// trimmed and lower-cased, at most 10 of 1–32 characters (the server says the same).
import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { normalizeTag, TAG_MAX_LENGTH, TAGS_MAX_PER_RECORD } from '@diary/contracts';
import { useGetTagsQuery } from '../../api/diary.api';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  label?: string;
}

export function TagsField({ value, onChange, disabled, label }: Props) {
  const { t } = useTranslation('common');
  const { data } = useGetTagsQuery();
  const options = (data ?? []).map((t) => t.name);
  // Held here so that Enter on a tag that is already there empties the box: the Autocomplete
  // leaves the text when the value does not change, and the next tag was appended to it.
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      disabled={disabled}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        const tag = normalizeTag(input);
        if (tag && value.includes(tag)) {
          (event as typeof event & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
          event.preventDefault();
          setInput('');
        }
      }}
      onChange={(_e, next) => {
        setInput('');
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
          label={label ?? t('tags.label')}
          placeholder={value.length ? '' : t('tags.placeholder')}
          helperText={t('tags.upTo', { count: TAGS_MAX_PER_RECORD })}
        />
      )}
    />
  );
}
