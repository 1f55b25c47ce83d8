// A widget that shows its one child cut to its own bounds, for the widgets of a scroll view
// or list: rows partly scrolled out of it are cut at its edges instead of drawn over what is
// around it. It asks for no room of its own (its size request is the container's frame),
// and lays its child out shifted back by its origin, so that widgets inside keep the
// coordinates of the window's content.
#include "CTrellisGTKShim.h"

#define TRELLIS_TYPE_CLIP (trellis_clip_get_type())
G_DECLARE_FINAL_TYPE(TrellisClip, trellis_clip, TRELLIS, CLIP, GtkWidget)

struct _TrellisClip {
  GtkWidget parent_instance;
  double x;
  double y;
};

G_DEFINE_TYPE(TrellisClip, trellis_clip, GTK_TYPE_WIDGET)

static void trellis_clip_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
  *minimum = 0;
  *natural = 0;
}

static void trellis_clip_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  TrellisClip *clip = TRELLIS_CLIP(widget);
  GtkWidget *child = gtk_widget_get_first_child(widget);
  if (child == NULL) return;
  int child_width = 0, child_height = 0;
  gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_width, NULL, NULL);
  gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, NULL, &child_height, NULL, NULL);
  graphene_point_t shift = GRAPHENE_POINT_INIT(-clip->x, -clip->y);
  GskTransform *transform = gsk_transform_translate(NULL, &shift);
  gtk_widget_allocate(child, MAX(child_width, (int)clip->x + width),
                      MAX(child_height, (int)clip->y + height), -1, transform);
}

static void trellis_clip_dispose(GObject *object) {
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
    gtk_widget_unparent(child);
  }
  G_OBJECT_CLASS(trellis_clip_parent_class)->dispose(object);
}

static void trellis_clip_class_init(TrellisClipClass *class) {
  G_OBJECT_CLASS(class)->dispose = trellis_clip_dispose;
  GTK_WIDGET_CLASS(class)->measure = trellis_clip_measure;
  GTK_WIDGET_CLASS(class)->size_allocate = trellis_clip_size_allocate;
  gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(class), GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void trellis_clip_init(TrellisClip *clip) {
  gtk_widget_set_overflow(GTK_WIDGET(clip), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *trellis_clip_new(GtkWidget *child) {
  GtkWidget *clip = g_object_new(TRELLIS_TYPE_CLIP, NULL);
  gtk_widget_set_parent(child, clip);
  return clip;
}

void trellis_clip_set_origin(GtkWidget *widget, double x, double y) {
  TrellisClip *clip = TRELLIS_CLIP(widget);
  if (clip->x == x && clip->y == y) return;
  clip->x = x;
  clip->y = y;
  gtk_widget_queue_allocate(widget);
}
