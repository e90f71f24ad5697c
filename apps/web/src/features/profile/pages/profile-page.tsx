import { useAuth } from '../../auth';
import { MyTickets } from '../../event-registration';
import { ProfileDetails } from '../components/profile-details';

/**
 * My Profile (docs/product.md#profile): the member's card and the one field they edit here, their
 * name.
 */
export function ProfilePage() {
  const { user } = useAuth();
  // Nothing to show without a user; the route guard normally prevents this.
  if (!user) return null;
  return (
    <>
      <ProfileDetails key={user.id} user={user} />
      <div className="bg-cream-100/70">
        <div className="mx-auto max-w-3xl px-5 pb-16 sm:px-8">
          <MyTickets />
        </div>
      </div>
    </>
  );
}
