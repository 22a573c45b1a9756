// Part of the stub SwiftUI (see SwiftUI.swift): the environment a representable
// hands the SwiftUI content it hosts, and the teardown SwiftUI calls.
import UIKit

/// `struct EnvironmentValues` (A) https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    init() {}
}

extension View {
    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View` (A)
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StubModifiedView<Self, EmptyView>()
    }
}

extension UIViewRepresentableContext {
    /// `@MainActor @preconcurrency var environment: EnvironmentValues { get }` (A)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    public var environment: EnvironmentValues { EnvironmentValues() }
}

extension UIViewControllerRepresentableContext {
    /// `@MainActor @preconcurrency var environment: EnvironmentValues { get }` (C, as UIViewRepresentableContext's, A)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment
    public var environment: EnvironmentValues { EnvironmentValues() }
}

extension UIViewControllerRepresentable {
    /// The default teardown, which does nothing (C; the requirement is declared in SwiftUI.swift).
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}
