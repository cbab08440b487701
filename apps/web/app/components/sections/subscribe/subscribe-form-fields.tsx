import {
  messages,
  subscribeFormSchema,
  type SubscribeForm as SubscribeValues,
} from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { SubscribeFormView, type SubscribeFormProps } from './subscribe-form-view.tsx';

export interface SubscribeFormFieldsProps extends SubscribeFormProps {
  id: string;
  /** What the visitor typed into the first-paint form before this one took over. */
  initialEmail?: string;
  autoFocus?: boolean;
  /** The visitor already pressed the button on the first-paint form. */
  submitOnMount?: boolean;
}

/** The validating newsletter form: the spec's messages, posts {email} to /api/send (react-hook-form + zod). */
export function SubscribeFormFields({
  id,
  initialEmail = '',
  autoFocus = false,
  submitOnMount = false,
  ...props
}: SubscribeFormFieldsProps) {
  const { status, send } = useSendForm();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<SubscribeValues>({
    resolver: zodResolver(subscribeFormSchema),
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await send({ email: values.email })) reset({ email: '' });
  });

  useEffect(() => {
    if (autoFocus) setFocus('email');
    if (submitOnMount) void onSubmit();
    // Runs once, when this form replaces the first-paint one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error =
    (touchedFields.email || isSubmitted) && errors.email ? errors.email.message : undefined;
  return (
    <SubscribeFormView
      {...props}
      id={id}
      onSubmit={onSubmit}
      input={register('email')}
      error={error}
      submitting={isSubmitting}
      successMessage={status === 'success' ? messages.subscribeSuccess : undefined}
    />
  );
}
