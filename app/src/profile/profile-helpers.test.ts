import { describe, expect, it } from 'vitest';
import { cropBoxSide, isAcceptedImage, outputSide, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../forms/crop-image';
import { uploadErrorKey } from '../forms/CropDialog';
import { hasChanges } from '../forms/dirty';
import { linksWithRole, organisationsWithoutRole, type OrganisationLink } from './roles-state';
import { initialTab, profileTabs } from './tabs';

describe('profile tabs (docs/accounts.md#screens)', () => {
  it('follows the organisation count and the theme', () => {
    expect(profileTabs(1, 'facility')).toEqual(['general', 'settings']);
    expect(profileTabs(2, 'facility')).toEqual(['general', 'facilities', 'settings']);
    expect(profileTabs(2, 'tournament')).toEqual(['general', 'facilities']);
    expect(profileTabs(0, 'tournament')).toEqual(['general']);
  });

  it('opens a requested tab only when it is shown', () => {
    expect(initialTab('facilities', ['general', 'facilities'])).toBe('facilities');
    expect(initialTab('settings', ['general', 'facilities'])).toBe('general');
    expect(initialTab(undefined, ['general'])).toBe('general');
  });
});

describe('profile picture (docs/accounts.md)', () => {
  it('accepts .png, .jpg and .jpeg only', () => {
    expect(isAcceptedImage({ name: 'me.PNG', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.jpg', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'me.png', type: 'image/svg+xml' })).toBe(false);
  });

  it('caps the crop box and the output at 270 px, never below 160 px, zooming 1 to 3 by 0.1', () => {
    expect(cropBoxSide(1000)).toBe(270);
    expect(cropBoxSide(200)).toBe(200);
    expect(outputSide({ x: 0, y: 0, width: 900, height: 900 })).toBe(270);
    expect(outputSide({ x: 0, y: 0, width: 120, height: 120 })).toBe(160);
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_STEP]).toEqual([1, 3, 0.1]);
  });

  it('maps upload failures to their messages', () => {
    expect(uploadErrorKey(413, 'FILE_TOO_LARGE')).toBe('profile.picture.tooLarge');
    expect(uploadErrorKey(400, 'INCORRECT_FORMAT')).toBe('profile.picture.invalidType');
    expect(uploadErrorKey(500, 'INTERNAL_SERVER_ERROR')).toBe('errors.generic');
  });
});

describe('roles (docs/accounts.md#behaviour)', () => {
  const link = (
    id: number,
    role: OrganisationLink['role'],
    inviteStatus: OrganisationLink['inviteStatus'] = 'joined',
  ): OrganisationLink => ({
    id: id * 10,
    organisation_id: id,
    organisation_name: `Org ${id}`,
    organisation_type: { name: 'FACILITY' },
    role,
    email_address: 'a@b.org',
    inviteStatus,
  });

  it('removing a role makes the organisation available to add again', () => {
    const before = [link(1, 'management'), link(2, null), link(3, 'coaching', 'invited')];
    expect(linksWithRole(before).map((item) => item.organisation_id)).toEqual([1]);
    expect(organisationsWithoutRole(before).map((item) => item.id)).toEqual([2]);
    const after = [link(1, null), link(2, null), link(3, 'coaching', 'invited')];
    expect(linksWithRole(after)).toEqual([]);
    expect(organisationsWithoutRole(after).map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('unsaved changes detection', () => {
  it('ignores empty versus missing and surrounding spaces', () => {
    expect(hasChanges({ first_name: 'Alex', last_name: '' }, { first_name: 'Alex ' })).toBe(false);
    expect(hasChanges({ first_name: 'Alex' }, { first_name: 'Alexa' })).toBe(true);
    expect(hasChanges({ email_notifications: false }, { email_notifications: true })).toBe(true);
  });
});
