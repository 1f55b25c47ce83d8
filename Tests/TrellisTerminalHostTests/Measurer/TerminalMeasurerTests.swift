import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The terminal's measurer counts cells and reports points: 8 a column, 16 a row.
@MainActor @Suite struct TerminalMeasurerTests {
  private let measurer = _TerminalMeasurer()

  private func measure(_ string: String, width: CGFloat? = nil, height: CGFloat? = nil)
    -> _TextMeasurement
  {
    measurer.measure(
      _MeasuredText(string: string), proposal: ProposedViewSize(width: width, height: height))
  }

  @Test(arguments: [
    ("Amber", 5), ("漢字かな", 8), ("नमस्ते", 4), ("مرحبا", 5), ("e\u{301}te\u{301}", 3),
  ])
  func textIsAsWideAsItsCells(string: String, columns: Int) {
    let measured = measure(string)
    #expect(measured.size == CGSize(width: CGFloat(columns) * 8, height: 16))
    #expect(measured.lines == [string])
  }

  @Test func textWrapsAtWordsWithinWholeColumnsOfTheProposal() {
    // 60 points hold 7 whole columns.
    let measured = measure("one two three", width: 60)
    #expect(measured.lines == ["one two", "three"])
    #expect(measured.size == CGSize(width: 7 * 8, height: 2 * 16))
    // Too few rows: the last one shown is cut with an ellipsis.
    let cut = measure("one two three", width: 60, height: 16)
    #expect(cut.lines == ["one tw…"])
    #expect(cut.size.height == 16)
    // An infinite width does not wrap.
    #expect(measure("one two three", width: .infinity).lines == ["one two three"])
  }

  @Test func decorationsAreTheGlyphsAroundALabel() {
    #expect(measurer.decoration(of: .button) == EdgeInsets(leading: 16, trailing: 16))
    #expect(measurer.decoration(of: .toggle) == EdgeInsets(leading: 32))
    #expect(measurer.decoration(of: .navigationLink) == EdgeInsets(leading: 16, trailing: 32))
    #expect(measurer.decoration(of: .stepper) == EdgeInsets(trailing: 9 * 8))
  }

  @Test func fieldsAndSlidersTakeWhatTheyAreOffered() {
    let field = _MeasuredControl.textField(text: "Ada", placeholder: "Name")
    // Ideal: the longer of text and placeholder, brackets and a cell for the caret.
    #expect(measurer.size(of: field, proposal: .unspecified) == CGSize(width: 7 * 8, height: 16))
    #expect(
      measurer.size(of: field, proposal: ProposedViewSize(width: 100, height: nil))
        == CGSize(width: 12 * 8, height: 16))
    #expect(measurer.size(of: field, proposal: .infinity).width == .infinity)
    #expect(measurer.size(of: field, proposal: .zero).width == CGFloat(4 * 8))
    #expect(measurer.size(of: .slider, proposal: .unspecified).width == CGFloat(22 * 8))
  }
}
