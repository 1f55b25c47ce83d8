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

gboolean trellis_test_accessible_hidden_is(GtkWidget *widget, gboolean hidden) {
  char *failure =
      gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden);
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
