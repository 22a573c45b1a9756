// A smoke-test declaration set, NOT Apple's SwiftUI: exactly the symbols
// Crossfade's SwiftUI files use (source marks in ObjectiveC.swift). `some View`
// results are concrete private types here; what matters is that our code uses
// the documented names, labels, generic shapes and isolation.
import UIKit

/// `@MainActor @preconcurrency protocol View` (A) https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// `associatedtype Body : View` (A) https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }` (A) https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

/// `@resultBuilder struct ViewBuilder` (A) https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View` (A)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>` (A) https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    /// `var wrappedValue: Value { get nonmutating set }` (A) https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    /// `var projectedValue: Binding<Value> { get }` (C) https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
}

/// `@frozen struct AnyView` (C) https://developer.apple.com/documentation/swiftui/anyview
@frozen public struct AnyView: View {
    /// `init<V>(_ view: V) where V : View` (C) https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stub") }
}

/// `@frozen struct EmptyView` (C) https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
    /// `init()` (C) https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}
    public var body: Never { fatalError("stub") }
}

/// `@frozen struct Alignment` (C) https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Sendable {
    /// `static let center: Alignment` (A, linked from background(alignment:content:)) https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

/// The result of the stub's modifiers (SwiftUI's is opaque).
public struct StubModifiedView<Base: View, Added: View>: View {
    public var body: Never { fatalError("stub") }
}

extension View {
    /// `nonisolated func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View` (A)
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        StubModifiedView<Self, V>()
    }

    /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
    /// (C, the same form as background(alignment:content:)) https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        StubModifiedView<Self, V>()
    }
}

/// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never` (A)
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    /// `associatedtype UIViewType : UIView` (A)
    associatedtype UIViewType: UIView
    /// `associatedtype Coordinator = Void` (A, sibling page)
    associatedtype Coordinator = Void
    /// `typealias Context = UIViewRepresentableContext<Self>` (A)
    typealias Context = UIViewRepresentableContext<Self>
    /// `func makeUIView(context: Self.Context) -> Self.UIViewType` (A) https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    func makeUIView(context: Context) -> UIViewType
    /// `func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)` (C) https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// `func makeCoordinator() -> Self.Coordinator` (A) https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    func makeCoordinator() -> Coordinator
    /// `static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)` (C: the SDK's interface as
    /// published; Apple's page not read) https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
    public var body: Never { fatalError("stub") }
    /// The default: nothing to tear down (C).
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    /// The default coordinator (C).
    public func makeCoordinator() -> Coordinator { () }
}

/// `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable>` (A)
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// `let coordinator: Representable.Coordinator` (A)
    public let coordinator: Representable.Coordinator
}

/// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never` (C)
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// `func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType` (A)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// `func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)` (A)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// `@MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)` (A)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// `func makeCoordinator() -> Self.Coordinator` (A, via UIViewRepresentable's sibling page)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("stub") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// `struct UIViewControllerRepresentableContext<Representable>` (C)
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
}

/// `@MainActor @preconcurrency class UIHostingController<Content> where Content : View` (A; `: UIViewController`, C)
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    /// `@MainActor @preconcurrency init(rootView: Content)` (A) https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
    /// `@MainActor @preconcurrency var rootView: Content { get set }` (A) https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content
}
