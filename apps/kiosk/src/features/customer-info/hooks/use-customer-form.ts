import {
  type CustomerInfo,
  customerInfoIssues,
  formatDistrict,
  parseDistrict,
  trimCustomerInfo,
} from '@kiosk/domain';
import { useMemo, useRef, useState } from 'react';
import { navigate, ROUTES } from '../../../lib/navigation';
import { type CustomerSession, setCustomer } from '../../../state/customer-session';
import { EMPTY_CUSTOMER, type Field, fieldIssues, withoutIssue } from '../utils/customer-form';

export type Picker = 'province' | 'district' | null;

/**
 * The customer details form's state: the values, the issues shown (the form's own after a first
 * try, the server's until their field changes), the province and district pickers, and "go on":
 * the details kept in the session and the payment next, or the summary of what to fix in view.
 */
export function useCustomerForm(session: Pick<CustomerSession, 'customer' | 'customerIssues'>) {
  const [info, setInfo] = useState<CustomerInfo>(() => ({ ...EMPTY_CUSTOMER, ...session.customer }));
  const [submitted, setSubmitted] = useState(false);
  const [picker, setPicker] = useState<Picker>(null);
  const [province, setProvince] = useState(() => parseDistrict(info.district).province);
  // the server's field errors (customer.<field>) stay until the field is changed
  const [serverIssues, setServerIssues] = useState<Record<string, string>>(() => session.customerIssues);
  const summaryRef = useRef<HTMLDivElement>(null);

  const localIssues = useMemo(() => customerInfoIssues(info), [info]);
  const issues = useMemo(
    () => fieldIssues(submitted, localIssues, serverIssues),
    [submitted, localIssues, serverIssues],
  );

  const update = (field: Field, value: string) => {
    setInfo((current) => ({ ...current, [field]: value }));
    if (serverIssues[field]) setServerIssues(withoutIssue(serverIssues, field));
  };

  const chooseProvince = (name: string) => {
    if (name !== province) update('district', '');
    setProvince(name);
    setPicker('district');
  };

  const chooseDistrict = (district: string) => {
    update('district', formatDistrict(district, province));
    setPicker(null);
  };

  const submit = () => {
    setSubmitted(true);
    if (customerInfoIssues(info).length > 0 || Object.keys(serverIssues).length > 0) {
      summaryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      summaryRef.current?.focus();
      return;
    }
    setCustomer(trimCustomerInfo(info));
    navigate(ROUTES.payment);
  };

  return {
    info,
    issues,
    serverRejected: Object.keys(serverIssues).length > 0,
    province,
    picker,
    setPicker,
    summaryRef,
    update,
    chooseProvince,
    chooseDistrict,
    submit,
  };
}
