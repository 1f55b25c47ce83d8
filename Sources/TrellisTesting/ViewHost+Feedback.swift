@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The sensory feedback the front window's views asked for (`sensoryFeedback`), oldest
  /// first, the latest 64. No Linux host plays it; this is where a test sees that it was
  /// asked for.
  public var playedFeedback: [SensoryFeedback] { core.playedFeedback }
}
