import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// GTK in the test process: initialised once, when a display is there (`xvfb-run`).
@MainActor
enum GtkTestSupport {
  /// Whether there is a display to open (the suites run only then).
  nonisolated static let hasDisplay: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
  }()

  private static let isInitialised: Bool = {
    // GTK's test backend keeps the accessible properties the tests read (with "none" there
    // are none, and every check of them passes).
    setenv("GTK_A11Y", "test", 0)
    return gtk_init_check() != 0
  }()

  /// Initialises GTK for a test that makes widgets of its own.
  static func initialise() {
    precondition(isInitialised, "GTK could not open the display")
  }

  /// Hosts `view` in a shown GTK window of 480 x `height` points at most, its lists as
  /// GNOME's boxed lists as an app's are (without `groupsRows`, edge to edge).
  static func host<V: View>(
    _ view: V, height: CGFloat = 240, treePath: String? = nil, groupsRows: Bool = true
  ) -> GtkHost {
    precondition(isInitialised, "GTK could not open the display")
    let host = GtkHost(
      maximum: CGSize(width: 480, height: height), treePath: treePath, groupsRows: groupsRows
    ) {
      size, measurer in
      HostCore(root: view, size: size, measurer: measurer)
    }
    host.show()
    settle(host)
    return host
  }

  /// Runs the update the test's changes caused, then what GTK has pending (the coalesced
  /// reconciliation among it).
  static func settle(_ host: GtkHost) {
    host.core.update()
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}

extension GtkHost {
  /// The main window's widgets of `kind`, in reading order.
  func widgets(_ kind: WidgetKind) -> [HostedWidget] {
    main.ordered.filter { $0.kind == kind }
  }

  /// The boxes the first list's rows are grouped in, top to bottom, in the pixels of the
  /// widgets' frames.
  func rowBoxes() throws -> [(x: Int, y: Int, width: Int, height: Int, separators: Int)] {
    let list = try #require(core.scrollContainers.first)
    return try #require(main.clips[list.identity]).rowGroups.frames
  }
}

/// Whether `widget`'s frame lies inside `box`, inset from its sides by at least `inset`
/// pixels (a row's content is inset within its cell).
@MainActor func isInside(
  _ widget: HostedWidget, _ box: (x: Int, y: Int, width: Int, height: Int, separators: Int),
  inset: Int = 0
) -> Bool {
  let frame = widget.treeFrame
  return frame.x >= box.x + inset && frame.x + frame.width <= box.x + box.width - inset
    && frame.y >= box.y && frame.y + frame.height <= box.y + box.height
}

/// Presses `keyval` with `modifiers` held where a person's key reaches a window first (its
/// key controller, in the capture phase): the main window's, or `window`'s (a sheet's); then
/// settles what it changed.
@MainActor func press(
  _ host: GtkHost, _ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0),
  in window: WidgetWindow? = nil
) {
  _ = trellis_emit_key(
    UnsafeMutableRawPointer((window ?? host.main).keyController), guint(bitPattern: keyval),
    modifiers)
  GtkTestSupport.settle(host)
}

/// The text a label shows.
@MainActor func labelText(_ widget: HostedWidget) -> String {
  String(cString: gtk_label_get_text(gtkOpaque(widget.widget)))
}
