import Foundation
import TrellisUI

/// The code of the article "Passing data up with preferences".
enum Preferences {
  /// The titles of the chapters a book shows, in order.
  struct ChapterTitlesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
      value += nextValue()
    }
  }

  struct Chapter: View {
    let title: String

    var body: some View {
      Text(title)
        .preference(key: ChapterTitlesKey.self, value: [title])
    }
  }

  struct BookView: View {
    let chapters: [String]
    @State private var contents: [String] = []

    var body: some View {
      VStack(alignment: .leading) {
        Text("\(contents.count) chapters: \(contents.joined(separator: ", "))")
        ForEach(chapters, id: \.self) { title in
          Chapter(title: title)
        }
      }
      .onPreferenceChange(ChapterTitlesKey.self) { titles in
        contents = titles
      }
    }
  }

  /// Where the selected tab is, kept as an anchor until a geometry reader resolves it.
  struct SelectedTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
      value = value ?? nextValue()
    }
  }

  struct TabBar: View {
    let tabs: [String]
    @Binding var selection: String

    var body: some View {
      HStack(spacing: 16) {
        ForEach(tabs, id: \.self) { tab in
          Text(tab)
            .onTapGesture { selection = tab }
            .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
              tab == selection ? anchor : nil
            }
        }
      }
      .padding(.bottom, 16)
      .overlayPreferenceValue(SelectedTabKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let bounds = proxy[anchor]
            Rectangle()
              .fill(.blue)
              .frame(width: bounds.width, height: 2)
              .offset(x: bounds.minX, y: bounds.maxY)
          }
        }
      }
    }
  }
}
