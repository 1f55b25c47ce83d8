import Foundation

@_spi(TrellisHost) @testable import TrellisUI

extension _HostMetrics {
  /// The chrome of a made-up pixel host for tests of layout outside the terminal: 1-point
  /// pixels, a 6-point scroll indicator, a 44-point navigation bar. Only the gaps differ
  /// between the tests that use it.
  static func pixelHost(defaultSpacing: CGFloat, sectionSpacing: CGFloat) -> _HostMetrics {
    _HostMetrics(
      defaultSpacing: CGSize(width: defaultSpacing, height: defaultSpacing),
      scrollIndicator: CGSize(width: 6, height: 6), separator: CGSize(width: 1, height: 1),
      sectionSpacing: sectionSpacing, listIdealSize: CGSize(width: 300, height: 200),
      hostedViewIdealSize: CGSize(width: 100, height: 40),
      fillIdealSize: CGSize(width: 10, height: 10),
      presentationMargin: CGSize(width: 20, height: 20),
      presentationBorder: CGSize(width: 1, height: 1),
      presentationMinimum: CGSize(width: 100, height: 60), navigationBarHeight: 44,
      navigationBarSpacing: 8)
  }
}
