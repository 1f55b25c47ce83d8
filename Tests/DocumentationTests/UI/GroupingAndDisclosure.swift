import Foundation
import TrellisUI

/// The code of the article "Grouping and disclosure".
enum GroupingAndDisclosure {
  // MARK: Showing and hiding content

  struct NetworkSettings: View {
    @State private var showsAdvanced = false
    @State private var usesProxy = false
    @State private var retries = 3

    var body: some View {
      VStack(alignment: .leading) {
        Toggle("Use a proxy", isOn: $usesProxy)
        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
          Stepper("Retries: \(retries)", value: $retries, in: 0...10)
          DisclosureGroup("Diagnostics") {
            Text("Last check: fine")
          }
        }
        Button("Show advanced settings") { showsAdvanced = true }
      }
    }
  }

  // MARK: Rows of a list

  struct Album: Identifiable {
    let id: Int
    let title: String
    let tracks: [String]
  }

  struct AlbumList: View {
    let albums: [Album]
    @State private var showsFavourites = true

    var body: some View {
      List {
        Section("Favourites", isExpanded: $showsFavourites) {
          Text("Blue in Green")
        }
        ForEach(albums) { album in
          DisclosureGroup(album.title) {
            ForEach(album.tracks, id: \.self) { track in
              Text(track)
            }
          }
        }
      }
    }
  }

  // MARK: Outlines

  struct FileItem: Identifiable {
    var id: String { path }
    var path: String
    var name: String
    var children: [FileItem]?
  }

  struct FileBrowser: View {
    let files: [FileItem]
    @State private var selection: String?

    var body: some View {
      List(files, children: \.children, selection: $selection) { file in
        Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
      }
    }
  }

  // MARK: A style of your own

  struct ArrowStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        Button {
          configuration.isExpanded.toggle()
        } label: {
          HStack {
            Text(configuration.isExpanded ? "↓" : "→")
            configuration.label
          }
        }
        .buttonStyle(.plain)
        if configuration.isExpanded {
          configuration.content.padding(.leading, 16)
        }
      }
    }
  }

  // MARK: Boxes and labelled values

  struct AboutView: View {
    let downloaded: Int64

    var body: some View {
      VStack(alignment: .leading) {
        GroupBox("Application") {
          LabeledContent("Version", value: "2.4.1")
          LabeledContent("Downloaded", value: downloaded, format: .byteCount(style: .file))
        }
        Form {
          LabeledContent("Volume") {
            Text("Loud")
          }
        }
      }
    }
  }

  struct CaptionedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        configuration.label.font(.caption)
        configuration.content
      }
    }
  }
}
