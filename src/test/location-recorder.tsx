import { useEffect } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

/**
 * Records where a test's router is and how it got there (`PUSH`, `REPLACE`), as committed by
 * the last render: render `LocationRecorder` inside the router, then read `location` and
 * `navigationType`. Tests only.
 */
export function recordLocation() {
  let recorded: { location: Location; navigationType: NavigationType } | undefined;
  function LocationRecorder() {
    const location = useLocation();
    const navigationType = useNavigationType();
    useEffect(() => {
      recorded = { location, navigationType };
    }, [location, navigationType]);
    return null;
  }
  const read = () => {
    if (!recorded) throw new Error('LocationRecorder has not rendered inside the router');
    return recorded;
  };
  return {
    LocationRecorder,
    get location() {
      return read().location;
    },
    get navigationType() {
      return read().navigationType;
    },
  };
}
