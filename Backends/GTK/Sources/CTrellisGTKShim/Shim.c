#include "CTrellisGTKShim.h"
__attribute__((constructor)) static void trellis_gtk_load(void) { trellis_gtk_register_host(); }

gulong trellis_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
  return g_signal_connect_data(instance, signal, handler, data, NULL, 0);
}

void trellis_block_handlers(gpointer instance, gpointer data, gboolean block) {
  if (block) {
    g_signal_handlers_block_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, data);
  } else {
    g_signal_handlers_unblock_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, data);
  }
}

void trellis_emit(gpointer instance, const char *signal) { g_signal_emit_by_name(instance, signal); }

void trellis_emit_response(gpointer dialog, int response) {
  g_signal_emit_by_name(dialog, "response", response);
}

void trellis_disconnect_handlers(gpointer instance, gpointer data) {
  g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, data);
}

gboolean trellis_emit_scroll(gpointer controller, double dx, double dy) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
  return handled;
}

gboolean trellis_settings_prefer_dark_theme(void) {
  GtkSettings *settings = gtk_settings_get_default();
  gboolean prefer = FALSE;
  if (settings != NULL) g_object_get(settings, "gtk-application-prefer-dark-theme", &prefer, NULL);
  return prefer;
}

char *trellis_settings_theme_name(void) {
  GtkSettings *settings = gtk_settings_get_default();
  char *name = NULL;
  if (settings != NULL) g_object_get(settings, "gtk-theme-name", &name, NULL);
  return name;
}

void trellis_settings_set_prefer_dark_theme(gboolean prefer) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_set(settings, "gtk-application-prefer-dark-theme", prefer, NULL);
}

gboolean trellis_emit_activate_link(gpointer label, const char *uri) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(label, "activate-link", uri, &handled);
  return handled;
}

gboolean trellis_emit_key(gpointer controller, guint keyval, GdkModifierType state) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(controller, "key-pressed", keyval, 0, state, &handled);
  return handled;
}

void trellis_emit_click_released(gpointer gesture, int presses, double x, double y) {
  g_signal_emit_by_name(gesture, "released", presses, x, y);
}

void trellis_emit_click_pressed(gpointer gesture, int presses, double x, double y) {
  g_signal_emit_by_name(gesture, "pressed", presses, x, y);
}

void trellis_emit_point(gpointer instance, const char *signal, double x, double y) {
  g_signal_emit_by_name(instance, signal, x, y);
}

void trellis_emit_key_released(gpointer controller, guint keyval, GdkModifierType state) {
  g_signal_emit_by_name(controller, "key-released", keyval, 0, state);
}

void trellis_settings_set_string(const char *name, const char *value) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_set(settings, name, value, NULL);
}

char *trellis_settings_string(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  char *value = NULL;
  if (settings != NULL) g_object_get(settings, name, &value, NULL);
  return value;
}

void trellis_settings_set_int(const char *name, int value) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_set(settings, name, value, NULL);
}

int trellis_settings_int(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  int value = 0;
  if (settings != NULL) g_object_get(settings, name, &value, NULL);
  return value;
}

void trellis_object_set_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}
