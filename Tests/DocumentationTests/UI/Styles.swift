import TrellisUI

/// The code of the article "Styles".
enum Styles {
  // MARK: Styles through the environment

  struct Editor: View {
    @State private var log: [String] = []

    var body: some View {
      VStack {
        Button("Save") { save() }
        Button("Delete", role: .destructive) { delete() }
          .buttonStyle(.bordered)  // this one is bordered
        Text("Done: \(log.joined(separator: ", "))")
      }
      .buttonStyle(PillButtonStyle())  // the others are pills
    }

    private func save() { log.append("saved") }
    private func delete() { log.append("deleted") }
  }

  // MARK: Custom button styles

  struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 0) {
        Text(configuration.isPressed ? "(" : "‹")
        configuration.label
        Text(configuration.isPressed ? ")" : "›")
      }
    }
  }

  // MARK: Custom text field styles

  struct CaptionedFieldStyle: TextFieldStyle {
    let caption: String

    func _body(configuration: TextField<Self._Label>) -> some View {
      VStack(alignment: .leading) {
        Text(caption)
        configuration.textFieldStyle(.plain)
      }
    }
  }

  // MARK: Custom toggle styles

  struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        HStack {
          Text(configuration.isOn ? "★" : "☆")
          configuration.label
        }
      }
      .buttonStyle(.plain)
    }
  }

  struct Favourite: View {
    @State private var isFavourite = false

    var body: some View {
      Toggle("Favourite", isOn: $isFavourite)
        .toggleStyle(StarToggleStyle())
    }
  }

  // MARK: Toggle buttons, tint and control size

  struct FormatBar: View {
    @State private var isBold = false
    @State private var isItalic = false

    var body: some View {
      HStack {
        Toggle("Bold", isOn: $isBold)
        Toggle("Italic", isOn: $isItalic)
      }
      .toggleStyle(.button)
      .tint(.green)
      .controlSize(.small)
    }
  }

  // MARK: A style that wraps the built-in switch

  struct SettingToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: "gearshape")
        Toggle(configuration).toggleStyle(.switch)
      }
    }
  }

  struct SyncSetting: View {
    @State private var syncs = true

    var body: some View {
      Toggle("Sync", isOn: $syncs)
        .toggleStyle(SettingToggleStyle())
    }
  }

  // MARK: Hiding controls' labels

  struct VolumeRow: View {
    @State private var isMuted = false
    @State private var level = 5

    var body: some View {
      HStack {
        Text("🔊 Volume")
        Spacer()
        Toggle("Mute", isOn: $isMuted)
        Stepper("Level", value: $level, in: 0...10)
      }
      .labelsHidden()
    }
  }

  // MARK: Form styles

  struct CaptionedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        Text("Changes are saved as you type").foregroundStyle(.secondary)
        Form(configuration)
      }
    }
  }

  struct Account: View {
    @State private var name = "क्षिति"

    var body: some View {
      Form {
        Section("Profile") {
          TextField("Name", text: $name)
        }
      }
      .formStyle(CaptionedFormStyle())
    }
  }

  enum Theme: Hashable { case light, dark }

  struct MacSettings: View {
    @State private var name = "क्षिति"
    @State private var theme = Theme.light
    @State private var showsPreviews = true

    var body: some View {
      Form {
        Section {
          TextField("Name", text: $name)
          Picker("Theme", selection: $theme) {
            Text("Light").tag(Theme.light)
            Text("Dark").tag(Theme.dark)
          }
        }
        Section("Display") {
          LabeledContent("Version", value: "2.4")
          Toggle("Show previews", isOn: $showsPreviews)
        }
      }
      .formStyle(.columns)
    }
  }
}
