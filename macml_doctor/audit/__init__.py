"""The maintainer's knowledge audit: the tables in ``checks/`` against the real wheels on the package index.

``python -m macml_doctor.audit`` (see :mod:`macml_doctor.audit.tables`). It reads the knowledge base
(:mod:`macml_doctor.kb`) and the Mach-O reader of :mod:`macml_doctor.gather.macho`; the doctor itself never runs
it and never touches the network.
"""
