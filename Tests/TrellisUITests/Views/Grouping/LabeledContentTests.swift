import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Labelled values in a form, in each of Apple's forms, from a model that changes.
private struct AboutForm: View {
  let downloaded: Double
  let locale: Locale

  var body: some View {
    Form {
      LabeledContent("Version", value: "2.4.1")
      LabeledContent("Downloaded", value: downloaded, format: .number)
      LabeledContent("संस्करण") { Text("🚀 नया") }
      LabeledContent {
        Text("東京")
      } label: {
        Text("City")
      }
    }
    .environment(\.locale, locale)
  }
}

/// A style that stacks the label over the value, and one that draws the built-in look
/// inside a border.
private struct StackedStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      configuration.content
    }
  }
}

private struct BracketedStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      // 20 cells.
      LabeledContent(configuration).frame(width: 160)
      Text(">")
    }
  }
}

@MainActor
@Suite struct LabeledContentTests {
  @Test func inAFormTheLabelLeadsAndTheValueTrails() throws {
    let host = ViewHost(
      AboutForm(downloaded: 1234.5, locale: Locale(identifier: "en_US")), width: 40, height: 8)
    let version = try host.labeledContent("Version")
    #expect(version.labeledContentValue == "2.4.1")
    let label = try host.text("Version")
    let value = try host.text("2.4.1")
    #expect(label.frame.x == version.frame.x)
    // The value ends at the row's trailing edge.
    #expect(value.frame.x + value.frame.width == version.frame.x + version.frame.width)
    #expect(value.frame.y == label.frame.y)
    #expect(try host.labeledContent("City").labeledContentValue == "東京")
    #expect(try host.labeledContent("संस्करण").labeledContentValue == "🚀 नया")
  }

  @Test func theValueIsSecondaryAndTheLabelIsNot() throws {
    let core = HostCore(
      root: AboutForm(downloaded: 1, locale: Locale(identifier: "en_US")), width: 40, height: 8)
    let value = try #require(core.elements.first { $0.text == "2.4.1" && $0.typeName == "Text" })
    let label = try #require(core.elements.first { $0.text == "Version" && $0.typeName == "Text" })
    #expect(value.textStyle?.isSecondary == true)
    #expect(label.textStyle?.isSecondary == false)
  }

  @Test func aFormattedValueIsWrittenInTheViewsLocale() throws {
    let english = ViewHost(
      AboutForm(downloaded: 1234.5, locale: Locale(identifier: "en_US")), width: 40, height: 8)
    #expect(try english.labeledContent("Downloaded").labeledContentValue == "1,234.5")
    let german = ViewHost(
      AboutForm(downloaded: 1234.5, locale: Locale(identifier: "de_DE")), width: 40, height: 8)
    #expect(try german.labeledContent("Downloaded").labeledContentValue == "1.234,5")
  }

  @Test func aStyleOfYourOwnArrangesTheLabelAndValue() throws {
    let host = ViewHost(
      VStack { LabeledContent("Name", value: "Ada") }.labeledContentStyle(StackedStyle()),
      width: 30, height: 4)
    let labeled = try host.labeledContent("Name")
    #expect(labeled.labeledContentValue == "Ada")
    let name = try host.text("Name")
    let ada = try host.text("Ada")
    #expect(ada.frame.y == name.frame.y + 1)
    #expect(ada.frame.x == name.frame.x)
  }

  @Test func aStylesLabeledContentOfItsConfigurationTakesTheLookOutsideIt() throws {
    let host = ViewHost(
      VStack { LabeledContent("A", value: "B") }.labeledContentStyle(BracketedStyle()),
      width: 30, height: 3)
    #expect(host.text.contains("<A                  B>"))
    #expect(try host.labeledContent("A").labeledContentValue == "B")
  }
}

@MainActor
@Suite struct LabeledContentSubtitleTests {
  @Test func aLabelOfTwoTextsIsATitleOverASecondarySubtitle() throws {
    let core = HostCore(
      root: Form {
        LabeledContent {
          Text("On")
        } label: {
          Text("सिंक Sync")
          Text("Every hour")
        }
      }, width: 40, height: 4)
    let title = try #require(core.elements.first { $0.text == "सिंक Sync" && $0.typeName == "Text" })
    let subtitle = try #require(
      core.elements.first { $0.text == "Every hour" && $0.typeName == "Text" })
    #expect(subtitle.cellFrame.y == title.cellFrame.y + 1)
    #expect(subtitle.cellFrame.x == title.cellFrame.x)
    #expect(title.textStyle?.isSecondary == false)
    #expect(subtitle.textStyle?.isSecondary == true)
    #expect(subtitle.textStyle?.textStyle == .subheadline)
    let labeled = try #require(core.elements.first { $0.isLabeledContent })
    #expect(labeled.labeledContentLabel == "सिंक Sync Every hour")
    #expect(labeled.labeledContentValue == "On")
  }
}
