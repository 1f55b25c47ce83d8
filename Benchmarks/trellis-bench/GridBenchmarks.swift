import Foundation
@_spi(TrellisHost) import TrellisUI

/// A photo gallery as apps write one: an adaptive `LazyVGrid` of cells with a symbol, a
/// title and a caption, in a scroll view.
struct Gallery: View {
  struct Photo: Identifiable {
    let id: Int
    let title: String
    let caption: String
  }

  let photos: [Photo]

  init(count: Int) {
    photos = (0..<count).map {
      Photo(id: $0, title: "Photo \($0)", caption: ["क्षिति", "漢字", "👩🏽‍💻", "Zoë"][$0 % 4])
    }
  }

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(photos) { photo in
          VStack {
            Image(systemName: "photo")
            Text(photo.title)
            Text(photo.caption).foregroundStyle(.secondary)
          }
        }
      }
    }
  }
}

extension TerminalBenchmarks {
  /// Opening an adaptive grid of `count` photos in `width` x `height` and scrolling it a page
  /// at a time from its middle, frame bytes included.
  static func grid(count: Int, width: Int, height: Int, pages: Int) -> ListTimes {
    // Three-line cells in columns of at least 80 points, 8 apart: the middle row's offset.
    let columns = max(1, Int((CGFloat(width - 1) * 8 + 8) / 88))
    let middle = (count / columns / 2) * 3
    return list(
      Gallery(count: count), count: count, width: width, height: height, pages: pages,
      startingAt: middle)
  }
}
