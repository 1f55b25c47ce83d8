/// How a rounded rectangle's corners curve. Trellis draws both as quarter circles (or
/// quarter ellipses): a `.continuous` corner's smoother start is a refinement the hosts' pixels
/// and cells do not show.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's squircle-like corners; drawn as `.circular` here.
  case continuous
}
