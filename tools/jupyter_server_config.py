# JupyterLab settings for `make lab`: every notebook is cleaned by nbdev as it is saved (execution counts and
# metadata dropped, as `nbdev-clean` does), so saving after Run All leaves `make test` nothing to clean.
# Used with `jupyter lab --config=tools/jupyter_server_config.py`; the user's ~/.jupyter is left alone.
def nbdev_clean_jupyter(**kwargs):
    "Clean a notebook model with nbdev before Jupyter writes it (needs `jupyter_hooks = true` in [tool.nbdev])."
    try: from nbdev.clean import clean_jupyter
    except ModuleNotFoundError: return
    clean_jupyter(**kwargs)

c = get_config()  # noqa: F821 (provided by Jupyter when it loads this file)
c.ContentsManager.pre_save_hook = nbdev_clean_jupyter
c.ServerApp.ip = '127.0.0.1'
