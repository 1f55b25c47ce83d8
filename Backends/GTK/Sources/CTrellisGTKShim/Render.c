// Renders a widget to pixels for tests: GTK 4 snapshots a widget's paintable into render
// nodes, which the window's renderer turns into a texture that can be downloaded.
#include "CTrellisGTKShim.h"

guchar *trellis_render_widget(GtkWidget *widget, int *width, int *height, gsize *stride) {
  int w = gtk_widget_get_width(widget);
  int h = gtk_widget_get_height(widget);
  GtkNative *native = gtk_widget_get_native(widget);
  if (w <= 0 || h <= 0 || native == NULL) return NULL;
  GskRenderer *renderer = gtk_native_get_renderer(native);
  if (renderer == NULL) return NULL;
  GdkPaintable *paintable = gtk_widget_paintable_new(widget);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  g_object_unref(paintable);
  // Nothing until the widget was laid out since its last change (its next frame).
  if (node == NULL) return NULL;
  graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, w, h);
  GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &viewport);
  gsk_render_node_unref(node);
  if (texture == NULL) return NULL;
  *width = gdk_texture_get_width(texture);
  *height = gdk_texture_get_height(texture);
  *stride = (gsize)*width * 4;
  guchar *pixels = g_malloc(*stride * (gsize)*height);
  gdk_texture_download(texture, pixels, *stride);
  g_object_unref(texture);
  return pixels;
}
