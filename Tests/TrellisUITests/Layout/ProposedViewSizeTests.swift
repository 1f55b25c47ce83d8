import Foundation
import Testing
import TrellisUI

@Suite struct ProposedViewSizeTests {
  @Test func theNamedProposals() {
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    #expect(ProposedViewSize.infinity.width == .infinity)
    #expect(ProposedViewSize.infinity.height == .infinity)
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
  }

  @Test func unspecifiedDimensionsAreReplaced() {
    // Apple's default replacement is 10 x 10 points.
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10)
    )
    let half = ProposedViewSize(width: 40, height: nil)
    #expect(half.replacingUnspecifiedDimensions() == CGSize(width: 40, height: 10))
    #expect(
      half.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
        == CGSize(width: 40, height: 2))
    #expect(ProposedViewSize.zero.replacingUnspecifiedDimensions() == .zero)
  }
}
