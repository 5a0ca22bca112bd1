import { useEffect, useState } from 'react';
import { fetchSlotDays, type SlotDay } from '../test-drive-slots.ts';
import type { FieldIds } from './FieldShell.tsx';

interface SlotPickerProps {
  ids: FieldIds;
  name: string;
  /** The chosen location's id; times load once there is one. */
  location: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (slot: string) => void;
}

type Load = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; days: SlotDay[] };

function SlotStatus({ state, retry }: { state: 'idle' | 'loading' | 'failed'; retry: () => void }) {
  if (state === 'idle') return <p className="fc-help">Choose a location to see its free times.</p>;
  if (state === 'loading')
    return (
      <p className="fc-help" role="status">
        Loading available times…
      </p>
    );
  return (
    <p className="fc-help" role="status">
      The available times could not be loaded.{' '}
      <button type="button" className="fc-btn fc-btn--ghost fc-btn--sm" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

/**
 * The test-drive date and time: a day, then one of its times, from the slots the location has
 * free (its opening and special hours minus bookings, worked out by the API). The chosen
 * slot's value is the lead's dateTime.
 */
export default function SlotPicker(props: SlotPickerProps) {
  const { ids, name, location, value, invalid, describedBy, onChange } = props;
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [dayIndex, setDayIndex] = useState(0);

  useEffect(() => {
    if (!location) {
      setLoad({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchSlotDays(location, controller.signal).then(
      (days) => {
        setLoad({ state: 'ready', days });
        setDayIndex(0);
      },
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [location, attempt]);

  if (load.state !== 'ready')
    return <SlotStatus state={load.state} retry={() => setAttempt(attempt + 1)} />;
  const { days } = load;
  const day = days[Math.min(dayIndex, days.length - 1)];
  if (!day)
    return (
      <p className="fc-help" role="status">
        No test-drive times are free at this location in the coming days. Please call us to arrange
        one.
      </p>
    );
  return (
    <div className="fc-form-slots">
      <label className="fc-form-slots__day">
        <span className="fc-help">Day</span>
        <select
          id={ids.control}
          value={day.date}
          aria-describedby={describedBy}
          onChange={(event) => setDayIndex(days.findIndex((d) => d.date === event.target.value))}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <div
        className="fc-form-slots__times"
        role="radiogroup"
        aria-label={`Times on ${day.label}`}
        aria-describedby={describedBy}
      >
        {day.slots.map((slot) => (
          <label className="fc-form-slot" key={slot.value}>
            <input
              type="radio"
              name={name}
              value={slot.value}
              checked={value === slot.value}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(slot.value)}
            />
            <span>{slot.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
