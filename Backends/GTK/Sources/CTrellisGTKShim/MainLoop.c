// Foundation's run loop and libdispatch's main queue inside GLib's main context, without
// polling. libdispatch (swift-corelibs) hands CoreFoundation the main queue's wakeup handle
// (an eventfd on Linux) and a callback that drains the queue; GLib watches the same handle.
// CoreFoundation's timers are reached through its public C functions, which Foundation's
// shared library exports although Swift cannot import them on Linux.
#include "CTrellisGTKShim.h"
#include <glib-unix.h>
#include <fcntl.h>
#include <math.h>
#include <stdint.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

typedef const void *TrellisCFRef;
extern TrellisCFRef CFRunLoopGetMain(void);
extern double CFRunLoopGetNextTimerFireDate(TrellisCFRef runLoop, TrellisCFRef mode);
extern double CFAbsoluteTimeGetCurrent(void);
extern int32_t CFRunLoopRunInMode(TrellisCFRef mode, double seconds, unsigned char once);
extern const TrellisCFRef kCFRunLoopDefaultMode;

static gboolean main_queue_watched = FALSE;
/// The idle source of a requested pass of the run loop, 0 when none is pending.
static guint requested_pass = 0;

static gboolean run_requested_pass(gpointer data) {
  requested_pass = 0;
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 0);
  return G_SOURCE_REMOVE;
}

void trellis_main_loop_request_pass(void) {
  if (requested_pass == 0) requested_pass = g_idle_add(run_requested_pass, NULL);
}

gboolean trellis_main_queue_is_watched(void) { return main_queue_watched; }

/// The main queue has work: drain it. The eventfd is read first, so that GLib does not see
/// it readable again (work queued while draining writes it anew).
static gboolean on_main_queue(gint fd, GIOCondition condition, gpointer data) {
  uint64_t count;
  // An eventfd's read takes its whole count; non-blocking, so a count already taken is no
  // wait.
  (void)!read(fd, &count, sizeof count);
  _dispatch_main_queue_callback_4CF(NULL);
  // What the queue's work handed to the run loop (`RunLoop.main.perform`) runs now.
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 0);
  return G_SOURCE_CONTINUE;
}

/// Milliseconds until the run loop's next timer, -1 when it has none.
static gint milliseconds_to_next_timer(void) {
  double next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
  if (next == 0) return -1;
  double delta = next - CFAbsoluteTimeGetCurrent();
  if (delta <= 0) return 0;
  // Rounded up: waking a little late runs the timer; waking early would only wake again.
  double milliseconds = ceil(delta * 1000);
  return milliseconds > G_MAXINT ? G_MAXINT : (gint)milliseconds;
}

/// Ready when a timer is due; otherwise GLib may sleep until the next one. (A check that
/// always says ready makes GLib spin.)
static gboolean run_loop_prepare(GSource *source, gint *timeout) {
  *timeout = milliseconds_to_next_timer();
  return *timeout == 0;
}

static gboolean run_loop_check(GSource *source) { return milliseconds_to_next_timer() == 0; }

static gboolean run_loop_dispatch(GSource *source, GSourceFunc callback, gpointer data) {
  CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 0);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs run_loop_funcs = {run_loop_prepare, run_loop_check, run_loop_dispatch, NULL};

guint trellis_main_loop_attach(void) {
  int handle = _dispatch_get_main_queue_handle_4CF();
  if (handle >= 0) {
    fcntl(handle, F_SETFL, fcntl(handle, F_GETFL) | O_NONBLOCK);
    g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, on_main_queue, NULL, NULL);
    main_queue_watched = TRUE;
  }
  GSource *source = g_source_new(&run_loop_funcs, sizeof(GSource));
  g_source_set_name(source, "Foundation main run loop");
  guint id = g_source_attach(source, NULL);
  g_source_unref(source);
  return id;
}
