import { useAuth } from '../../auth';
import { ProfileDetails } from '../components/profile-details';

/**
 * My Profile (docs/product.md#profile): the member's card and the one field they edit here, their
 * name.
 */
export function ProfilePage() {
  const { user } = useAuth();
  // Nothing to show without a user; the route guard normally prevents this.
  if (!user) return null;
  return <ProfileDetails key={user.id} user={user} />;
}
