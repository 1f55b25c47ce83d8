import CGtk
@_spi(TrellisHost) import TrellisUI

/// GTK's `state-flags-changed`: the widget, the flags it had before, the context.
typealias StateFlagsHandler =
  @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void

extension HostedWidget {
  /// Follows the button's active state (GTK sets it while the pointer, or Space, holds the
  /// button down): a button drawn by a style of the app's own is drawn with
  /// `configuration.isPressed` set meanwhile. The click itself still runs the action.
  func connectPressing() {
    connect(UnsafeMutableRawPointer(control), "state-flags-changed", Self.onStateFlags, context)
  }

  private static let onStateFlags: StateFlagsHandler = { _, _, context in
    let hosted: HostedWidget = object(from: context)
    MainActor.assumeIsolated {
      guard let host = hosted.window.host, hosted.element.isAlive,
        hosted.element.isStyledButton
      else { return }
      let flags = gtk_widget_get_state_flags(hosted.control).rawValue
      let isActive = flags & GTK_STATE_FLAG_ACTIVE.rawValue != 0
      let isHeld = host.core.pressedElement?.identity == hosted.element.identity
      guard isActive != isHeld else { return }
      if isActive {
        try? hosted.element.beginPress()
      } else {
        try? hosted.element.endPress(activating: false)
      }
      host.runPendingUpdate()
      host.requestRender()
    }
  }
}
