import { describe, expect, it } from 'vitest';
import { defaultWeek, isWeekValid, maskTime, minutesOf, rowProblems, weekFrom } from './working-hours.ts';

describe('working hours (S3 §2.9)', () => {
  it('defaults: Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday 00:00-00:00, in that order', () => {
    expect(defaultWeek().map((d) => [d.weekday, d.weekdayEn, d.startTime, d.endTime])).toEqual([
      ['Segunda-feira', 'monday', '08:00', '18:00'],
      ['Terça-feira', 'tuesday', '08:00', '18:00'],
      ['Quarta-feira', 'wednesday', '08:00', '18:00'],
      ['Quinta-feira', 'thursday', '08:00', '18:00'],
      ['Sexta-feira', 'friday', '08:00', '18:00'],
      ['Sábado', 'saturday', '08:00', '12:00'],
      ['Domingo', 'sunday', '00:00', '00:00'],
    ]);
  });

  it('the mask ##:## keeps four digits and puts the colon after the second', () => {
    expect(maskTime('')).toBe('');
    expect(maskTime('8')).toBe('8');
    expect(maskTime('08')).toBe('08');
    expect(maskTime('083')).toBe('08:3');
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('08:305')).toBe('08:30');
    expect(maskTime('ab1x2:3-4')).toBe('12:34');
  });

  it('a stored week is read day by day; missing days take the default, stored order does not matter', () => {
    const week = weekFrom([
      { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '09:00', endTime: '13:00' },
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '07:30', endTime: '17:00' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toMatchObject({ weekdayEn: 'monday', startTime: '07:30', endTime: '17:00' });
    expect(week[1]).toMatchObject({ weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' });
    expect(week[6]).toMatchObject({ weekdayEn: 'sunday', startTime: '09:00', endTime: '13:00' });
    expect(weekFrom([])).toEqual(defaultWeek());
    expect(weekFrom(null)).toEqual(defaultWeek());
  });

  it('times must be complete and real; an end before its start is refused, an equal pair (closed) passes', () => {
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeNull();
    const row = (startTime: string, endTime: string) => ({
      weekday: '',
      weekdayEn: 'monday',
      startTime,
      endTime,
    });
    expect(rowProblems(row('08:00', '18:00'))).toEqual({});
    expect(rowProblems(row('00:00', '00:00'))).toEqual({});
    expect(rowProblems(row('18:00', '08:00'))).toEqual({ endTime: 'endBeforeStart' });
    expect(rowProblems(row('08:0', '18:00'))).toEqual({ startTime: 'incomplete' });
    expect(rowProblems(row('08:00', '25:00'))).toEqual({ endTime: 'invalid' });
    expect(rowProblems(row('', '08:61'))).toEqual({ startTime: 'incomplete', endTime: 'invalid' });
    expect(isWeekValid(defaultWeek())).toBe(true);
    expect(isWeekValid([...defaultWeek().slice(1), row('12:00', '11:59')])).toBe(false);
  });
});
