import TrellisUI

/// The studio's window: the mix, its sliders and hex field, its shades, and the swatches.
struct StudioView: View {
  @State private var studio: Studio

  init(studio: Studio = Studio()) {
    _studio = State(initialValue: studio)
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          MixPreview(mix: studio.mix)
          ChannelSliders(studio: studio)
          HexField(studio: studio)
          ShadeStrip(mix: studio.mix)
          Text("Swatches").font(.headline)
          SwatchGrid(studio: studio)
        }
        .padding()
      }
      .navigationTitle("Colour Studio")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Save Swatch", systemImage: "plus") { studio.save() }
        }
        ToolbarItem {
          Button("Delete Swatch", systemImage: "trash", role: .destructive) {
            studio.deleteSelection()
          }
          .disabled(studio.selection == nil)
        }
      }
    }
  }
}

/// The mix in a rounded rectangle, its hex code written on it in black or white.
struct MixPreview: View {
  let mix: Mix

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(mix.color)
      .frame(height: 64)
      .overlay {
        Text(mix.hex)
          .font(.title2.monospaced())
          .foregroundStyle(mix.isLight ? Color.black : Color.white)
      }
      .accessibilityLabel("Mix \(mix.hex)")
  }
}

/// A slider for each channel and one for the opacity.
struct ChannelSliders: View {
  @Bindable var studio: Studio

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ChannelSlider(name: "Red", value: $studio.mix.red, tint: .red)
      ChannelSlider(name: "Green", value: $studio.mix.green, tint: .green)
      ChannelSlider(name: "Blue", value: $studio.mix.blue, tint: .blue)
      HStack {
        Slider(value: $studio.mix.opacity, in: 0...1, step: 0.05) {
          Text("Opacity").frame(width: 64, alignment: .leading)
        } minimumValueLabel: {
          Text("0%")
        } maximumValueLabel: {
          Text("100%")
        }
        Text("\(Int((studio.mix.opacity * 100).rounded()))%")
          .monospacedDigit()
          .frame(width: 40, alignment: .trailing)
      }
    }
  }
}

/// One channel from 0 to 255, its value written after it.
struct ChannelSlider: View {
  let name: String
  @Binding var value: Double
  let tint: Color

  var body: some View {
    HStack {
      Slider(value: $value, in: 0...255, step: 1) {
        Text(name).frame(width: 64, alignment: .leading)
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("255")
      }
      .tint(tint)
      Text("\(Int(value))")
        .monospacedDigit()
        .frame(width: 40, alignment: .trailing)
    }
  }
}

/// A field that takes a hex code: a valid one becomes the mix when submitted; anything else
/// keeps the mix and says why.
struct HexField: View {
  let studio: Studio
  @State private var draft = ""
  @State private var problem: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text("Hex")
        TextField("Hex", text: $draft, prompt: Text(studio.mix.hex))
          .onSubmit(apply)
      }
      if let problem {
        Text(problem).foregroundStyle(.red)
      }
    }
  }

  private func apply() {
    guard let mix = Mix(hex: draft) else {
      problem = "“\(draft)” is not a colour like #3380CC"
      return
    }
    studio.mix = mix
    draft = ""
    problem = nil
  }
}

/// The mix between black and white.
struct ShadeStrip: View {
  let mix: Mix

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Shades")
      LinearGradient(
        colors: [.black, mix.color, .white], startPoint: .leading, endPoint: .trailing
      )
      .frame(height: 16)
      .clipShape(Capsule())
    }
  }
}

/// The saved swatches as circles in as many columns as fit; a click makes one the mix.
struct SwatchGrid: View {
  let studio: Studio

  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 8)], spacing: 8) {
      ForEach(studio.swatches) { swatch in
        Button {
          studio.choose(swatch)
        } label: {
          VStack(spacing: 4) {
            Circle()
              .fill(swatch.mix.color)
              .frame(width: 32, height: 32)
              .overlay {
                if studio.selection == swatch.id {
                  Circle().strokeBorder(Color.primary, lineWidth: 2)
                }
              }
            Text(swatch.name).font(.caption).lineLimit(1)
          }
        }
        .buttonStyle(.plain)
      }
    }
  }
}
