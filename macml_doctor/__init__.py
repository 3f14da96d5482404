"""macml-doctor: diagnose and set up ML environments on Apple-silicon Macs."""

__version__ = "0.1.0"
