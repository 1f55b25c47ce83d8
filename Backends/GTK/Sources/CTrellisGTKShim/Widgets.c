// GTK calls Swift cannot make itself: the accessible setters take variadic lists, and
// shortcut actions a callback with a destroy notifier.
#include "CTrellisGTKShim.h"

void trellis_accessible_set_text(GtkWidget *widget, GtkAccessibleProperty property,
                                 const char *text) {
  if (text == NULL) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
  } else {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, text, -1);
  }
}

void trellis_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

void trellis_accessible_set_range(GtkWidget *widget, double now) {
  if (now < 0) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW);
  } else {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 1.0,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now, -1);
  }
}

void trellis_accessible_set_busy(GtkWidget *widget, gboolean busy) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

void trellis_accessible_set_selected(GtkWidget *widget, gboolean selected) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

GtkWidget *trellis_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

void trellis_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                 label, NULL, -1);
}

gboolean trellis_test_accessible_text_is(GtkWidget *widget, GtkAccessibleProperty property,
                                         const char *text) {
  if (text == NULL) return !gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), property);
  char *failure = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, text);
  gboolean matches = failure == NULL;
  g_free(failure);
  return matches;
}

gboolean trellis_test_accessible_value_is(GtkWidget *widget, double now) {
  char *failure = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget),
                                                     GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now);
  gboolean matches = failure == NULL;
  g_free(failure);
  return matches;
}

gboolean trellis_test_accessible_has_value(GtkWidget *widget) {
  return gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget),
                                          GTK_ACCESSIBLE_PROPERTY_VALUE_NOW);
}

gboolean trellis_test_accessible_busy_is(GtkWidget *widget, gboolean busy) {
  char *failure =
      gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy);
  gboolean matches = failure == NULL;
  g_free(failure);
  return matches;
}

gboolean trellis_test_accessible_hidden_is(GtkWidget *widget, gboolean hidden) {
  char *failure =
      gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden);
  gboolean matches = failure == NULL;
  g_free(failure);
  return matches;
}

gboolean trellis_test_accessible_expanded_is(GtkWidget *widget, gboolean expanded) {
  char *failure = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget),
                                                  GTK_ACCESSIBLE_STATE_EXPANDED, expanded);
  gboolean matches = failure == NULL;
  g_free(failure);
  return matches;
}

gboolean trellis_test_accessible_selected_is(GtkWidget *widget, gboolean selected) {
  char *failure = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget),
                                                  GTK_ACCESSIBLE_STATE_SELECTED, selected);
  gboolean matches = failure == NULL;
  g_free(failure);
  return matches;
}

void trellis_add_shortcuts(GtkWidget *widget, const char *const *triggers, int count,
                           GtkShortcutFunc handler, gpointer data) {
  GtkEventController *controller = gtk_shortcut_controller_new();
  for (int index = 0; index < count; index++) {
    GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string(triggers[index]);
    if (trigger == NULL) continue;
    GtkShortcutAction *action = gtk_callback_action_new(handler, data, NULL);
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller),
                                         gtk_shortcut_new(trigger, action));
  }
  gtk_widget_add_controller(widget, controller);
}

void trellis_widget_set_color(GtkWidget *widget, const char *color) {
  // One provider per widget, kept with it: GTK 4 colours a symbolic icon with its widget's
  // CSS `color`. (Style contexts are deprecated from GTK 4.10, with no replacement for a
  // single widget's style yet.)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context(widget);
  GtkCssProvider *provider = g_object_get_data(G_OBJECT(widget), "trellis-color");
  if (provider == NULL) {
    provider = gtk_css_provider_new();
    gtk_style_context_add_provider(context, GTK_STYLE_PROVIDER(provider),
                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_set_data_full(G_OBJECT(widget), "trellis-color", provider, g_object_unref);
  }
  char *css = color == NULL ? g_strdup("") : g_strdup_printf("* { color: %s; }", color);
  gtk_css_provider_load_from_data(provider, css, -1);
  g_free(css);
  G_GNUC_END_IGNORE_DEPRECATIONS
}
