import type { CreateStaff, StaffMember, UpdateStaff } from '@kiosk/contracts';
import { checkNewPassword } from '@kiosk/domain';
import { z } from 'zod';

/** The fields a server error may name that the form shows. */
export const STAFF_FORM_FIELDS = ['email', 'display_name', 'role', 'store_ids', 'password'] as const;

/**
 * The create / edit form. Messages are i18n keys (`staff.form.*`, `fleet.errors.*`). The password
 * is optional: empty means "generate one"; typed, it follows the one password rule.
 */
export const staffFormSchema = z.object({
  email: z.string().trim().email('staff.form.emailInvalid'),
  display_name: z.string().trim().max(100, 'staff.form.nameTooLong'),
  role: z.enum(['cashier', 'admin', 'super_admin']),
  store_ids: z.array(z.string()),
  password: z.string().superRefine((value, ctx) => {
    const problem = value === '' ? undefined : checkNewPassword(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `fleet.errors.${problem}` });
  }),
});
export type StaffFormValues = z.infer<typeof staffFormSchema>;

export function staffFormValues(member: StaffMember | null): StaffFormValues {
  return {
    email: member?.email ?? '',
    display_name: member?.display_name ?? '',
    role: member && member.role !== 'user' ? member.role : 'cashier',
    store_ids: member?.stores.map((s) => s.id) ?? [],
    password: '',
  };
}

export function createRequest(values: StaffFormValues): CreateStaff {
  return {
    email: values.email,
    role: values.role,
    store_ids: values.store_ids,
    ...(values.display_name ? { display_name: values.display_name } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** Only what changed, so an admin editing a name never sends a role they may not give. */
export function updateRequest(member: StaffMember, values: StaffFormValues): UpdateStaff {
  const before = staffFormValues(member);
  const stores = [...values.store_ids].sort().join();
  return {
    ...(values.display_name !== before.display_name ? { display_name: values.display_name || null } : {}),
    ...(values.role !== member.role ? { role: values.role } : {}),
    ...(stores !== [...before.store_ids].sort().join() ? { store_ids: values.store_ids } : {}),
  };
}
