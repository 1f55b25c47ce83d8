#include <gtk/gtk.h>
/// Registers the GTK host with TrellisUI; defined in Swift.
void trellis_gtk_register_host(void);

/// g_signal_connect (a macro) for handlers of the shapes Swift passes.
gulong trellis_connect(gpointer instance, const char *signal, GCallback handler, gpointer data);

/// Blocks or unblocks every handler on `instance` whose data is `data`, so that the host can
/// set a widget's value without hearing its own change.
void trellis_block_handlers(gpointer instance, gpointer data, gboolean block);

/// Disconnects every handler on `instance` whose data is `data`: the handlers get an
/// unretained pointer to a Swift object, which must not outlive them.
void trellis_disconnect_handlers(gpointer instance, gpointer data);

/// Emits `signal`, which takes no arguments and returns nothing, on `instance`
/// (g_signal_emit_by_name is variadic); tests click buttons with it.
void trellis_emit(gpointer instance, const char *signal);

/// Emits a scroll controller's `scroll` signal by `(dx, dy)` steps and returns whether it was
/// handled; tests turn the wheel with it.
gboolean trellis_emit_scroll(gpointer controller, double dx, double dy);

/// Whether the GTK settings ask for a dark theme (`gtk-application-prefer-dark-theme`).
gboolean trellis_settings_prefer_dark_theme(void);

/// The GTK settings' theme name (`gtk-theme-name`), to be freed with g_free; NULL if none.
char *trellis_settings_theme_name(void);

/// Sets `gtk-application-prefer-dark-theme` (for tests: what a desktop's dark mode does).
void trellis_settings_set_prefer_dark_theme(gboolean prefer);
/// Emits a key controller's `key-pressed` signal for `keyval` with `state` and returns
/// whether it was handled; tests press keys with it.
gboolean trellis_emit_key(gpointer controller, guint keyval, GdkModifierType state);
