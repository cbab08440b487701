import { deskItemIdPattern } from '@contrail/contracts/desk-terms';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deskApi, deskErrorText, isSessionMissing } from './desk-api.ts';

/** The members an item can be assigned to (GET /api/desk/team), loaded once per page. */
export function useTeam() {
  const [team, setTeam] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    deskApi.team().then(
      (answer) => live && setTeam(answer.staff),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return team;
}

/** The reference of the item the page's `?id=` names, or null when it is not one. */
export function useItemId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return deskItemIdPattern.test(id) ? id : null;
}

/** A desk call failed: with the session gone, to sign-in; else the message to show. */
export function useDeskFailure() {
  const navigate = useNavigate();
  return (error: unknown): string => {
    if (isSessionMissing(error)) void navigate('/desk/sign-in', { replace: true });
    return deskErrorText(error);
  };
}
