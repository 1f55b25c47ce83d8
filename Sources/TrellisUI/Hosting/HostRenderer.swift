/// What draws a host's screen from the display list as soon as layout has made it, before
/// `HostCore` goes on (to scroll focus into view, or to tell the host it rendered): the
/// terminal's cell canvas, which also says where a focused field's text starts in it
/// (`HostCore.fieldCaret`). Hosts that render later, from `didRender`, need none.
@MainActor
package protocol _HostRenderer: AnyObject {
  /// Draws `list`, which `core` has just laid out.
  func render(_ list: _DisplayList, for core: HostCore)
}
