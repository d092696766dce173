/** A refusal from the server shown in a dialog (role alert), or nothing. */
export function Refusal({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
      data-testid="drawer-refusal"
    >
      {text}
    </p>
  );
}
