// Security → Signed-in devices: each session of the account, this one marked, the others can be
// signed out.
import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { deviceName } from './device-name';
import { Section, useFailureToast } from './SecuritySection';
import { useDevicesQuery, useEndDeviceMutation } from './security.api';

export function DevicesSection() {
  const dispatch = useAppDispatch();
  const failed = useFailureToast();
  const { data: devices = [], isLoading } = useDevicesQuery();
  const [end] = useEndDeviceMutation();
  return (
    <Section title="Signed-in devices">
      {isLoading && <Typography color="text.secondary">Loading…</Typography>}
      <List dense disablePadding aria-label="Signed-in devices">
        {devices.map((d) => (
          <ListItem
            key={d.id}
            disableGutters
            secondaryAction={
              d.current ? (
                <Chip size="small" color="primary" label="This device" />
              ) : (
                <Button
                  size="small"
                  aria-label={`Sign out ${deviceName(d.userAgent)}`}
                  onClick={async () => {
                    try {
                      await end(d.id).unwrap();
                      dispatch(
                        showToast({
                          title: 'Signed out',
                          description: `${deviceName(d.userAgent)} is signed out.`,
                        }),
                      );
                    } catch (err) {
                      failed('Could not sign it out', err);
                    }
                  }}
                >
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText
              primary={deviceName(d.userAgent)}
              secondary={`Last seen ${new Date(d.lastSeenAt).toLocaleString()} · signed in ${new Date(d.createdAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
