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

/// Sets an object's string property (g_object_set is variadic): a search entry's
/// placeholder, whose setter GTK 4.8 lacks.
void trellis_object_set_string(gpointer object, const char *name, const char *value);

/// Emits `signal`, which takes no arguments and returns nothing, on `instance`
/// (g_signal_emit_by_name is variadic); tests click buttons with it.
void trellis_emit(gpointer instance, const char *signal);

/// Emits a dialog's `response` signal with `response`, as the dialog does when a person
/// answers it (GtkNativeDialog has no public call for it).
void trellis_emit_response(gpointer dialog, int response);

/// Emits a scroll controller's `scroll` signal by `(dx, dy)` steps and returns whether it was
/// handled; tests turn the wheel with it.
gboolean trellis_emit_scroll(gpointer controller, double dx, double dy);

/// Whether the GTK settings ask for a dark theme (`gtk-application-prefer-dark-theme`).
gboolean trellis_settings_prefer_dark_theme(void);

/// The GTK settings' theme name (`gtk-theme-name`), to be freed with g_free; NULL if none.
char *trellis_settings_theme_name(void);

/// Sets `gtk-application-prefer-dark-theme`: the host for `preferredColorScheme`, and tests
/// for what a desktop's dark mode does.
void trellis_settings_set_prefer_dark_theme(gboolean prefer);

/// Sets a string or an integer property of the default GTK settings (for tests: what a
/// desktop's settings manager does when a person picks a font or a text scale).
void trellis_settings_set_string(const char *name, const char *value);
void trellis_settings_set_int(const char *name, int value);

/// A string (to be freed with g_free; NULL if none) or an integer property of the default
/// GTK settings.
char *trellis_settings_string(const char *name);
int trellis_settings_int(const char *name);

/// Emits a key controller's `key-pressed` signal for `keyval` with `state` and returns
/// whether it was handled; tests press keys with it.
gboolean trellis_emit_key(gpointer controller, guint keyval, GdkModifierType state);
/// Emits `released` on a click gesture, as the `presses`th click of a run at (x, y) would.
void trellis_emit_click_released(gpointer gesture, int presses, double x, double y);
/// Emits `pressed` on a click gesture, as the `presses`th press of a run at (x, y) would.
void trellis_emit_click_pressed(gpointer gesture, int presses, double x, double y);
/// Emits `signal`, whose arguments are two doubles (a drag gesture's `drag-update` and
/// `drag-end`, a motion controller's `motion`), on `instance`.
void trellis_emit_point(gpointer instance, const char *signal, double x, double y);
/// Emits `key-released` on a key controller, as releasing `keyval` with `state` held does.
void trellis_emit_key_released(gpointer controller, guint keyval, GdkModifierType state);

/// Emits `activate-link` on a label with `uri`, as a click on that link does (for tests);
/// whether a handler handled it.
gboolean trellis_emit_activate_link(gpointer label, const char *uri);

/// Drives Foundation's main run loop and the main dispatch queue from GLib's main context by
/// events: the main queue's eventfd is watched, the run loop's next timer becomes the
/// source's timeout, and a non-blocking pass of the run loop runs when a timer is due, after
/// the main queue's work and when asked (`trellis_main_loop_request_pass`). Returns the
/// source's id.
guint trellis_main_loop_attach(void);

/// Asks for a pass of the run loop at the main loop's next turn, for blocks performed on it
/// (`RunLoop.main.perform`, Combine's `receive(on: RunLoop.main)`) by code that ran since.
void trellis_main_loop_request_pass(void);

/// Whether the main dispatch queue offered a file descriptor to watch (a toolchain whose
/// libdispatch has none is driven by the run loop's passes only).
gboolean trellis_main_queue_is_watched(void);

/// Sets (or, for NULL, resets) a string accessible property of `widget`: its label (the name
/// assistive technologies read), description or value text
/// (gtk_accessible_update_property is variadic).
void trellis_accessible_set_text(GtkWidget *widget, GtkAccessibleProperty property,
                                 const char *text);

/// Sets whether assistive technologies skip `widget` (its hidden state).
void trellis_accessible_set_hidden(GtkWidget *widget, gboolean hidden);

/// Gives `widget` the accessible value `now` in the range 0...1 (a progress bar's or meter's
/// fraction); a negative `now` takes the value away (an indeterminate progress bar).
void trellis_accessible_set_range(GtkWidget *widget, double now);

/// Sets whether `widget` reads as selected for assistive technologies (a list's selected
/// row).
void trellis_accessible_set_selected(GtkWidget *widget, gboolean selected);

/// Sets whether `widget` is busy for assistive technologies (an indeterminate progress
/// indicator).
void trellis_accessible_set_busy(GtkWidget *widget, gboolean busy);

/// A widget of `type` that assistive technologies read as `role` (the accessible role is set
/// when a widget is made, through a variadic constructor).
GtkWidget *trellis_widget_new_with_role(GType type, GtkAccessibleRole role);

/// Makes `label` the label of `widget` for assistive technologies (its labelled-by relation).
void trellis_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label);

/// Whether `widget`'s string accessible property is `text` (NULL: whether it is unset), as
/// GTK's own accessibility tests check it (a test hook; gtk_test_accessible_check_property
/// is variadic).
gboolean trellis_test_accessible_text_is(GtkWidget *widget, GtkAccessibleProperty property,
                                         const char *text);

/// Whether `widget`'s accessible value is `now`, and whether it has one at all, as above.
gboolean trellis_test_accessible_value_is(GtkWidget *widget, double now);
gboolean trellis_test_accessible_has_value(GtkWidget *widget);

/// Whether `widget`'s busy state is `busy`, as above.
gboolean trellis_test_accessible_busy_is(GtkWidget *widget, gboolean busy);

/// Whether `widget`'s hidden state is `hidden`, as above.
gboolean trellis_test_accessible_hidden_is(GtkWidget *widget, gboolean hidden);

/// Whether `widget`'s accessible expanded state is `expanded` (a test hook).
gboolean trellis_test_accessible_expanded_is(GtkWidget *widget, gboolean expanded);

/// Whether `widget`'s accessible selected state is `selected` (a test hook).
gboolean trellis_test_accessible_selected_is(GtkWidget *widget, gboolean selected);

/// Adds a shortcut controller to `widget` that calls `handler(widget, NULL, data)` for each
/// of the `count` triggers (GTK's trigger syntax: "Escape", "<Alt>Left").
void trellis_add_shortcuts(GtkWidget *widget, const char *const *triggers, int count,
                           GtkShortcutFunc handler, gpointer data);

/// A widget that shows `child` (a GtkFixed) cut to its own bounds: the widgets of a scroll
/// view or list, so that rows partly scrolled out are cut at its edges. It asks for no room
/// (its size request gives its size) and lays `child` out shifted back by its origin (see
/// trellis_clip_set_origin), so that the widgets inside keep the window content's coordinates.
/// It is a GtkScrollable that keeps the adjustments a GtkScrolledWindow gives it without
/// moving `child` by them: the host keeps them in step with the core's scroll offset.
GtkWidget *trellis_clip_new(GtkWidget *child);

/// Tells a clip where it is placed in its parent, in pixels.
void trellis_clip_set_origin(GtkWidget *clip, double x, double y);

/// Colours `widget` (its CSS `color`, which a symbolic icon is drawn in) with a CSS colour
/// such as "#d03030"; NULL for the theme's own.
void trellis_widget_set_color(GtkWidget *widget, const char *color);

/// Renders `widget` as it is drawn now with its window's renderer, into a newly allocated
/// buffer of `*width` x `*height` pixels, `*stride` bytes a row, in cairo's ARGB32 layout
/// (premultiplied; B, G, R, A bytes on little-endian machines); free it with g_free. NULL when
/// the widget has no size, its window is not realised, or it changed since its last frame and
/// has not been laid out again (a test hook: pixel checks).
guchar *trellis_render_widget(GtkWidget *widget, int *width, int *height, gsize *stride);
