import {
  messages,
  subscribeFormSchema,
  type SubscribeForm as SubscribeValues,
} from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { SubscribeFormView, type SubscribeFormProps } from './subscribe-form-view.tsx';

const resolver = zodResolver(subscribeFormSchema);

/** The newsletter form with its code (subscribe-form.tsx loads it as a chunk of its own). */
export function LiveSubscribeForm(props: SubscribeFormProps) {
  const id = useId();
  const { status, send } = useSendForm();
  const success = useMessages().subscribe?.success ?? messages.subscribeSuccess;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<SubscribeValues>({ resolver, mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (await send({ email: values.email })) reset({ email: '' });
  });
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
      successMessage={status === 'success' ? success : undefined}
    />
  );
}
