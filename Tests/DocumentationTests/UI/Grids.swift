import Foundation
import TrellisUI

/// The code of the article "Grids".
enum Grids {
  // MARK: A gallery

  struct Photo: Identifiable {
    let id: Int
    var title: String
  }

  struct GalleryView: View {
    let photos: [Photo]

    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
          ForEach(photos) { photo in
            VStack {
              Image(systemName: "photo")
              Text(photo.title)
            }
          }
        }
      }
    }
  }

  // MARK: Columns

  struct ColumnChoice {
    let columns = [
      GridItem(.fixed(60)),
      GridItem(.flexible(minimum: 80)),
      GridItem(.adaptive(minimum: 40), spacing: 4),
    ]
  }

  // MARK: Sections

  struct ShelfView: View {
    let shelves: [String: [String]]

    var body: some View {
      ScrollView {
        LazyVGrid(
          columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading,
          pinnedViews: .sectionHeaders
        ) {
          ForEach(shelves.keys.sorted(), id: \.self) { shelf in
            Section(shelf) {
              ForEach(shelves[shelf] ?? [], id: \.self) { title in
                Text(title)
              }
            }
          }
        }
      }
    }
  }

  // MARK: Sideways

  struct TagStrip: View {
    let tags: [String]

    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack {
          ForEach(tags, id: \.self) { tag in
            Button(tag) {}
          }
        }
      }
    }
  }

  struct Palette: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))]) {
          ForEach(0..<1_000, id: \.self) { number in
            Text("#\(number)")
          }
        }
      }
    }
  }

  // MARK: An eager grid

  struct AccountForm: View {
    @State private var name = "Amber"
    @State private var isPublic = true

    var body: some View {
      Grid(alignment: .leading) {
        GridRow {
          Text("Name:").gridColumnAlignment(.trailing)
          TextField("Name", text: $name)
        }
        GridRow {
          Text("Shown:")
          Toggle("Public", isOn: $isPublic)
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
          Text("Note:")
          Text("Visible to everyone you share a shelf with")
        }
      }
    }
  }
}
