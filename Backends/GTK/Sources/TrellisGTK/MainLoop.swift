import CGtk
import CTrellisGTKShim

/// Runs Foundation's main run loop, the main dispatch queue and with it the main actor's
/// tasks inside GLib's main loop, by events: GLib watches the main queue's wakeup
/// descriptor and sleeps until the run loop's next timer, so an idle app does not wake.
/// (`CTrellisGTKShim/MainLoop.c` has the details.)
@MainActor
enum MainLoop {
  private static var sourceID: UInt32?

  /// Attaches the run loop and main queue to GLib's default main context, once.
  static func attach() {
    guard sourceID == nil else { return }
    sourceID = trellis_main_loop_attach()
  }

  /// Runs a pass of the run loop at the loop's next turn (after a person's action, which may
  /// have performed blocks on it).
  static func requestPass() { trellis_main_loop_request_pass() }

  /// Whether the main queue's work is run as it arrives, rather than at the loop's next
  /// wakeup for something else.
  static var watchesMainQueue: Bool { trellis_main_queue_is_watched() != 0 }
}
