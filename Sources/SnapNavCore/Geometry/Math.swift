import CLibm

// The maths Core needs, through CLibm rather than Foundation, so that one source serves the
// desktop and the WebAssembly build. Declared in Core, these shadow Foundation's functions of the
// same names where a file imports both.

/// `x` raised to the power `y`.
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { snapnav_pow(x, y) }
/// e raised to the power `x`.
@inline(__always) func exp(_ x: Double) -> Double { snapnav_exp(x) }
/// The natural logarithm of `x`.
@inline(__always) func log(_ x: Double) -> Double { snapnav_log(x) }
/// The sine of `x` radians.
@inline(__always) func sin(_ x: Double) -> Double { snapnav_sin(x) }
/// The cosine of `x` radians.
@inline(__always) func cos(_ x: Double) -> Double { snapnav_cos(x) }
