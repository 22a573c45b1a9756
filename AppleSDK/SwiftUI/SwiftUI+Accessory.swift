// Part of the stub SwiftUI (see SwiftUI.swift): iOS 26's tab view bottom accessory
// (the mini player's place), and the state and environment a view reads.
import UIKit

/// `@frozen @propertyWrapper struct State<Value>` (A) https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value> {
    private var value: Value
    /// `init(wrappedValue value: Value)` (A) https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { self.value = value }
    /// `var wrappedValue: Value { get nonmutating set }` (C) https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
}

/// `@frozen @propertyWrapper struct Environment<Value>` (A) https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)` (A) https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// `var wrappedValue: Value { get }` (A) https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// `enum TabViewBottomAccessoryPlacement` (A, iOS 26) https://developer.apple.com/documentation/swiftui/tabviewbottomaccessoryplacement
@available(iOS 26.0, *)
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// `case inline` (A) https://developer.apple.com/documentation/swiftui/tabviewbottomaccessoryplacement/inline
    case inline
    /// `case expanded` (A) https://developer.apple.com/documentation/swiftui/tabviewbottomaccessoryplacement/expanded
    case expanded
}

extension EnvironmentValues {
    /// `var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { get }` (A, iOS 26; nil: undefined)
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/tabviewbottomaccessoryplacement
    @available(iOS 26.0, *)
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { nil }
}

extension View {
    /// `nonisolated func tabViewBottomAccessory<Content>(@ContentBuilder content: () -> Content) -> some View where Content : View`
    /// (A, iOS 26) https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:)
    @available(iOS 26.0, *)
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        StubModifiedView<Self, Content>()
    }
}

extension Binding {
    /// `static func constant(_ value: Value) -> Binding<Value>` (A) https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}
