// A widget that shows its one child cut to its own bounds, for the widgets of a scroll view
// or list: rows partly scrolled out of it are cut at its edges instead of drawn over what is
// around it. It asks for no room of its own (its size request is the container's frame),
// and lays its child out shifted back by its origin, so that widgets inside keep the
// coordinates of the window's content.
//
// It is a GtkScrollable, so that a GtkScrolledWindow holds it as it is (no GtkViewport) and
// gives it its adjustments; it does not move its child by them: the core places the rows
// at their scrolled positions, and the host keeps the adjustments in step with the core.
#include "CTrellisGTKShim.h"

#define TRELLIS_TYPE_CLIP (trellis_clip_get_type())
G_DECLARE_FINAL_TYPE(TrellisClip, trellis_clip, TRELLIS, CLIP, GtkWidget)

struct _TrellisClip {
  GtkWidget parent_instance;
  double x;
  double y;
  GtkAdjustment *adjustments[2];
  GtkScrollablePolicy policies[2];
};

enum { PROP_0, PROP_HADJUSTMENT, PROP_VADJUSTMENT, PROP_HSCROLL_POLICY, PROP_VSCROLL_POLICY };

G_DEFINE_TYPE_WITH_CODE(TrellisClip, trellis_clip, GTK_TYPE_WIDGET,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, NULL))

static void trellis_clip_set_property(GObject *object, guint id, const GValue *value,
                                      GParamSpec *spec) {
  TrellisClip *clip = TRELLIS_CLIP(object);
  switch (id) {
  case PROP_HADJUSTMENT:
  case PROP_VADJUSTMENT: {
    GtkAdjustment **slot = &clip->adjustments[id == PROP_VADJUSTMENT];
    GtkAdjustment *adjustment = g_value_get_object(value);
    if (adjustment != NULL) g_object_ref_sink(adjustment);
    g_clear_object(slot);
    *slot = adjustment;
    break;
  }
  case PROP_HSCROLL_POLICY:
  case PROP_VSCROLL_POLICY:
    clip->policies[id == PROP_VSCROLL_POLICY] = g_value_get_enum(value);
    break;
  default:
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

static void trellis_clip_get_property(GObject *object, guint id, GValue *value,
                                      GParamSpec *spec) {
  TrellisClip *clip = TRELLIS_CLIP(object);
  switch (id) {
  case PROP_HADJUSTMENT:
  case PROP_VADJUSTMENT:
    g_value_set_object(value, clip->adjustments[id == PROP_VADJUSTMENT]);
    break;
  case PROP_HSCROLL_POLICY:
  case PROP_VSCROLL_POLICY:
    g_value_set_enum(value, clip->policies[id == PROP_VSCROLL_POLICY]);
    break;
  default:
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

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
  g_clear_object(&TRELLIS_CLIP(object)->adjustments[0]);
  g_clear_object(&TRELLIS_CLIP(object)->adjustments[1]);
  G_OBJECT_CLASS(trellis_clip_parent_class)->dispose(object);
}

static void trellis_clip_class_init(TrellisClipClass *class) {
  G_OBJECT_CLASS(class)->dispose = trellis_clip_dispose;
  G_OBJECT_CLASS(class)->set_property = trellis_clip_set_property;
  G_OBJECT_CLASS(class)->get_property = trellis_clip_get_property;
  g_object_class_override_property(G_OBJECT_CLASS(class), PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property(G_OBJECT_CLASS(class), PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property(G_OBJECT_CLASS(class), PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property(G_OBJECT_CLASS(class), PROP_VSCROLL_POLICY, "vscroll-policy");
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
