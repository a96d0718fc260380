// Day keys (yyyy-MM-dd) in the user's local calendar, with dayjs.
import dayjs, { Dayjs } from 'dayjs';

export const DAY_KEY_FORMAT = 'YYYY-MM-DD';
export const toDayKey = (d: Dayjs | Date | string = dayjs()) => dayjs(d).format(DAY_KEY_FORMAT);
export const todayKey = () => toDayKey(dayjs());
export const parseDayKey = (key: string) => dayjs(key, DAY_KEY_FORMAT);
