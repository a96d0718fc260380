// The date the diary screens show (selectedDate, a day key; today by default).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { isDayKey } from '@diary/contracts';
import { todayKey } from './day-key';

const slice = createSlice({
  name: 'selectedDate',
  initialState: { value: todayKey() },
  reducers: {
    selectedDateChanged(state, action: PayloadAction<string>) {
      if (isDayKey(action.payload)) state.value = action.payload;
    },
  },
});

export const { selectedDateChanged } = slice.actions;
export const selectedDateReducer = slice.reducer;
