#include <gtk/gtk.h>
/// Registers the GTK host with TrellisUI; defined in Swift.
void trellis_gtk_register_host(void);
