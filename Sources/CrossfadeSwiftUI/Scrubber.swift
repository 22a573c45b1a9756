#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    /// Spotify's scrubber in SwiftUI: `value` (0…1) follows the thumb while it is
    /// dragged, and moves it when set. The UIKit `ScrubberSlider` takes the touches.
    ///
    /// ```swift
    /// Scrubber(value: $progress)
    /// ```
    public struct Scrubber: UIViewRepresentable {
        @Binding var value: Double

        /// A scrubber bound to `value` (0…1).
        public init(value: Binding<Double>) { _value = value }

        /// The target of the slider's actions.
        public func makeCoordinator() -> ScrubberCoordinator { ScrubberCoordinator() }

        /// The UIKit scrubber.
        public func makeUIView(context: Context) -> ScrubberSlider {
            let slider = ScrubberSlider(frame: .zero)
            slider.addTarget(context.coordinator, action: #selector(ScrubberCoordinator.valueChanged(_:)), for: .valueChanged)
            return slider
        }

        /// Moves the thumb to the bound value.
        public func updateUIView(_ slider: ScrubberSlider, context: Context) {
            context.coordinator.onChange = { value = $0 }
            slider.value = Float(value)
        }
    }

    /// Hears the slider's value.
    @MainActor
    public final class ScrubberCoordinator: NSObject {
        var onChange: (Double) -> Void = { _ in }

        @objc func valueChanged(_ slider: ScrubberSlider) { onChange(Double(slider.value)) }
    }
#endif
